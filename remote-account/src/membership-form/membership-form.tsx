import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, CodeRequiredDialog, Loading, focusFirstInvalid, useStores, type MembershipFormProps } from '@storefront/shared';
import { AutoRenewChoice } from './auto-renew-choice';
import { GiftCartNotice } from './gift-cart-notice';
import { GifteeContact } from './giftee-contact';
import { LevelChoice } from './level-choice';
import { LoginOrGuestDialog } from './login-or-guest-dialog';
import { MemberDetails } from './member-details';
import { MembershipInCartDialog } from './membership-in-cart-dialog';
import { MembershipFormModel, fieldIds } from './membership-form-model';
import { membershipLevels, type LevelOption } from './membership-levels';
import { MembershipSubmit, type SubmitResult } from './membership-submit';
import { PreviousMembership } from './previous-membership';
import { UnnamedCounters } from './unnamed-counters';
import './membership-form.css';

/** Spec 03 §9: the redeem page shows at most 3 levels. */
export const REDEEM_MAX_LEVELS = 3;
export const NO_MEMBERSHIPS_MESSAGE = 'No memberships are available right now.';

/**
 * Spec 03 §2.7: the buy, renew and gift form of the membership event. It waits for the
 * seller's membership rules (read in the browser), which say what each level asks for.
 */
export const MembershipForm = observer(function MembershipForm(props: MembershipFormProps) {
  const { membership, config } = useStores();
  const [levels, setLevels] = useState<LevelOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { event, redeem } = props;

  useEffect(() => {
    let live = true;
    membership.loadRules().then(
      (rules) => {
        if (!live) return;
        const all = membershipLevels(event, rules, (t) => config.shownPrice(t.priceMinor, t.feesMinor));
        setLevels(redeem ? all.filter((l) => redeem.levelGroupIds.includes(l.group.id)).slice(0, REDEEM_MAX_LEVELS) : all);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The levels are read once per event and redemption.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [membership, config, event.id, redeem?.code]);

  if (failed) throw new Error('Membership rules could not be loaded.');
  if (!levels) return <Loading label="Loading memberships" />;
  if (levels.length === 0) return <Alert kind="info">{NO_MEMBERSHIPS_MESSAGE}</Alert>;
  return <MembershipFormBody {...props} levels={levels} />;
});

const MembershipFormBody = observer(function MembershipFormBody({ action, redeem, onReserved, levels }: MembershipFormProps & { levels: LevelOption[] }) {
  const stores = useStores();
  const { session, membership, cart, config } = stores;
  const gifting = action === 'gift' && !redeem;
  const [form] = useState(() => new MembershipFormModel({ levels, gifting, buyerEmail: session.user?.email ?? null }));
  const [submit] = useState(() => new MembershipSubmit(form, stores, { redeemCode: redeem?.code ?? null }));
  const latest = membership.latest;
  // Spec 03 §4: renewing (asked for, or a member buying again) starts from the last membership, also once a login brings it.
  const renewal = !gifting && !redeem && (action === 'renew' || (session.isSignedIn && latest !== null));

  useEffect(() => {
    if (session.isSignedIn) void membership.ensureLoaded();
  }, [session.isSignedIn, membership]);
  useEffect(() => {
    if (renewal && latest) form.prefillFrom(latest);
  }, [renewal, latest, form]);

  if (submit.fatal) throw submit.fatal;
  if (gifting && !cart.isEmpty) return <GiftCartNotice />;

  const finish = (result: SubmitResult) => {
    if (!result.ok) {
      if (result.focus) focusFirstInvalid(result.focus);
      return;
    }
    const offered = !gifting && !redeem && autoRenewOffered(form.level);
    if (!offered) membership.setAutoRenew(false);
    onReserved(result.ticketGroupIds, { skipUpsells: result.skipUpsells });
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    finish(await submit.submit());
  };
  const locked = (fieldId: string) => config.settings.preventMemberUpdates && form.prefilled.has(fieldId);
  const showAutoRenew = !gifting && !redeem && form.level !== null && autoRenewOffered(form.level);

  // The dialogs sit outside the form: React events bubble through portals, and their own forms must not submit this one.
  return (
    <>
    <form className="acc-membership-form" onSubmit={onSubmit} noValidate aria-busy={submit.submitting || undefined}>
      {!gifting && !redeem && latest && <PreviousMembership membership={latest} />}
      <LevelChoice
        form={form}
        onSelect={(groupId) => {
          form.selectLevel(groupId);
          membership.setAutoRenew(false);
        }}
      />
      {form.level && <MemberDetails form={form} level={form.level} locked={locked} />}
      {form.level && <UnnamedCounters form={form} level={form.level} />}
      {form.errors[fieldIds.members] && (
        <p id={fieldIds.members} tabIndex={-1} className="sf-field__error" role="alert">
          {form.errors[fieldIds.members]}
        </p>
      )}
      {gifting && <GifteeContact form={form} renewing={membership.latest !== null} />}
      {showAutoRenew && <AutoRenewChoice value={membership.state.autoRenew} onChange={membership.setAutoRenew} />}
      {config.settings.membershipFootnote && <p className="acc-membership-form__footnote">{config.settings.membershipFootnote}</p>}
      <div aria-live="polite">{submit.error && <Alert kind="error">{submit.error}</Alert>}</div>
      <Button type="submit" variant="primary" busy={submit.submitting}>
        {submitLabel(action, redeem !== undefined)}
      </Button>
    </form>
      {submit.codePrompt !== null && (
        <CodeRequiredDialog
          open
          message={submit.codePrompt}
          onSubmit={async (code) => finish(await submit.retryWithCode(code))}
          onClose={submit.closeCodePrompt}
        />
      )}
      <MembershipInCartDialog open={submit.membershipInCart} onClose={submit.closeMembershipInCart} />
      {!redeem && <LoginOrGuestDialog />}
    </>
  );
});

/** Spec 03 §2.7 section 8: the auto-renew choice shows only at levels that offer it. */
const autoRenewOffered = (level: LevelOption | null): boolean => level?.autoRenewAvailable ?? false;

function submitLabel(action: string | undefined, redeeming: boolean): string {
  if (redeeming) return 'Redeem membership';
  if (action === 'gift') return 'Gift membership';
  if (action === 'renew') return 'Renew membership';
  return 'Buy membership';
}

