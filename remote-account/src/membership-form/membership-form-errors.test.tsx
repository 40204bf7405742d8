import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { cart } from '@storefront/shared/testing';
import { fillMember, renderForm, shopAsGuest } from './membership-form-test-helpers';

async function buyIndividual() {
  await userEvent.click(screen.getByRole('radio', { name: /Individual/ }));
  await fillMember('Member 1', 'Ada', 'Lovelace');
  await userEvent.click(screen.getByRole('button', { name: 'Buy membership' }));
}

describe('MembershipForm: refusals (spec 03 §8 Memberships)', () => {
  it.each(['renewal_not_open', 'membership_in_cart', 'member_limit_exceeded', 'gift_cart_mixed'])('%s shows its description in the live region', async (code) => {
    const { api, onReserved } = await renderForm();
    api.cart.reserve.mockRejectedValue(new ApiError({ status: 409, code, description: `The ${code} description.` }));
    await shopAsGuest();
    await buyIndividual();
    expect(await screen.findByRole('alert')).toHaveTextContent(`The ${code} description.`);
    expect(onReserved).not.toHaveBeenCalled();
  });

  it('a rule that needs a code asks for it, then reserves again with it', async () => {
    const { api, onReserved } = await renderForm();
    api.cart.reserve
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'rule_blocks_reserve', description: 'Members of partner museums need their code.', extra: { block_reason: 'code_required' } }))
      .mockResolvedValueOnce(cart());
    await shopAsGuest();
    await buyIndividual();
    const dialog = await screen.findByRole('dialog', { name: 'Code required' });
    expect(dialog).toHaveTextContent('Members of partner museums need their code.');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'PARTNER');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalledWith(['tg-individual'], { skipUpsells: false }));
    expect(api.cart.reserve).toHaveBeenLastCalledWith(null, { items: [{ ticketTypeId: 'tt-member', admitName: 'Ada Lovelace' }], codesBefore: ['PARTNER'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a wrong code is shown in the code dialog, which stays open', async () => {
    const { api } = await renderForm();
    api.cart.reserve
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'rule_blocks_reserve', extra: { block_reason: 'code_required' } }))
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'code_not_found', description: 'That code was not found.' }));
    await shopAsGuest();
    await buyIndividual();
    const dialog = await screen.findByRole('dialog', { name: 'Code required' });
    await userEvent.type(within(dialog).getByLabelText('Code'), 'WRONG');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code was not found.');
  });

  it("code_not_found is rethrown to the region's error boundary", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = await renderForm();
    api.cart.reserve.mockRejectedValue(new ApiError({ status: 404, code: 'code_not_found', description: 'Code not found.' }));
    await shopAsGuest();
    await buyIndividual();
    expect(await screen.findByText('boundary: Code not found.')).toBeInTheDocument();
  });
});

describe('MembershipForm: redeeming a gift code', () => {
  it("offers only the code's levels, with no gift or auto-renew choice, and applies the code", async () => {
    const { api, onReserved } = await renderForm({ redeem: { code: '1234567890', levelGroupIds: ['tg-dual'] } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toEqual([screen.getByRole('radio', { name: 'Dual $120.00' })]);
    expect(screen.getByRole('radio', { name: 'Dual $120.00' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Renew my membership automatically each year' })).not.toBeInTheDocument();
    await fillMember('Member 1', 'Ada', 'Lovelace');
    await fillMember('Member 2', 'Charles', 'Babbage');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem membership' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalledWith(['tg-dual'], { skipUpsells: false }));
    expect(api.cart.reserve).toHaveBeenCalledWith(null, {
      items: [
        { ticketTypeId: 'tt-dual-member', admitName: 'Ada Lovelace' },
        { ticketTypeId: 'tt-dual-member', admitName: 'Charles Babbage' },
      ],
      codesAfter: ['1234567890'],
    });
  });

  it('says so when none of the code\'s levels is offered', async () => {
    await renderForm({ redeem: { code: '1234567890', levelGroupIds: ['tg-gone'] } });
    expect(screen.getByText('No memberships are available right now.')).toBeInTheDocument();
  });
});
