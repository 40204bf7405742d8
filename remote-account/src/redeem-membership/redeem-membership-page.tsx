import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, useStores } from '@storefront/shared';
import { MembershipForm } from '../membership-form/membership-form';
import { redeemNeedsMembershipRoute } from '../membership-route/membership-redirect';
import { GiftCodeForm } from './gift-code-form';
import { NO_MEMBERSHIPS_TO_REDEEM, redeemGiftCode, type Redemption } from './gift-code-redemption';

/**
 * `/membership/redeem` (spec 03 §2.8): a gift of membership code, from the `gift_code` query or
 * typed in, then the membership form at the code's level; the purchase goes straight to
 * checkout. Without a membership event it is the membership route's business.
 */
export const RedeemMembershipPage = observer(function RedeemMembershipPage() {
  const stores = useStores();
  const { config } = stores;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [redemption, setRedemption] = useState<Exclude<Redemption, { kind: 'refused' }> | null>(null);

  useEffect(() => {
    document.title = `Redeem a membership | ${config.sellerName}`;
  }, [config.sellerName]);

  if (redeemNeedsMembershipRoute(config)) return <Navigate to="/membership" replace />;

  const redeem = async (code: string) => {
    const outcome = await redeemGiftCode(stores, code);
    if (outcome.kind === 'refused') return outcome.message;
    setRedemption(outcome);
    return null;
  };

  return (
    <section className="acc-redeem" aria-labelledby="acc-redeem-title">
      <h1 id="acc-redeem-title">Redeem a membership</h1>
      {redemption?.kind === 'ready' ? (
        <MembershipForm
          event={redemption.event}
          redeem={{ code: redemption.code, levelGroupIds: redemption.levelGroupIds }}
          // A redeemed gift goes straight to payment: no upsells (spec 03 §4).
          onReserved={(ticketGroupIds) => navigate('/checkout', { state: { ticketGroupIds } })}
        />
      ) : redemption?.kind === 'no-memberships' ? (
        <Alert kind="info">{NO_MEMBERSHIPS_TO_REDEEM}</Alert>
      ) : (
        <GiftCodeForm initialCode={params.get('gift_code')?.trim() ?? ''} onRedeem={redeem} />
      )}
    </section>
  );
});
