import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type CartMod } from '@storefront/shared';
import { PROMO_CODE_MESSAGES } from '@storefront/shared/validation';
import { cart as cartOf, cartItem } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { PromoCodeBox } from './promo-code-box';

const cartmod = (o: Partial<CartMod> = {}): CartMod => ({
  id: 'cm-1', code: null, name: 'Rule', description: null, discountMinor: 0, blockingCheckout: false, activatingCodeGroups: [], ...o,
});
const field = () => screen.getByLabelText('Promo code');
/** The form is a lazy chunk: wait for it before typing. */
const formLoaded = () => screen.findByLabelText('Promo code');
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));

describe('PromoCodeBox', () => {
  it('is shown only while the cart takes codes', async () => {
    const open = await storeWithCart();
    const shown = renderAt(<PromoCodeBox />, { store: open.store });
    // Loaded once, the lazy form renders at once: below, no field means no box.
    await formLoaded();
    shown.unmount();
    const free = await storeWithCart(cartOf({ items: [cartItem()], totalMinor: 0, outstandingMinor: 0 }));
    const { unmount } = renderAt(<PromoCodeBox />, { store: free.store });
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    unmount();
    const blocked = await storeWithCart(cartOf({ items: [cartItem()], cartmods: [cartmod({ blockingCheckout: true })] }));
    renderAt(<PromoCodeBox />, { store: blocked.store });
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
  });

  it('checks the code with the shared schema: required, trimmed, 2 to 35 characters', async () => {
    const { store, api } = await storeWithCart();
    renderAt(<PromoCodeBox />, { store });
    await formLoaded();
    await apply();
    expect(await screen.findByText(PROMO_CODE_MESSAGES.required)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field(), ' A ');
    await apply();
    expect(await screen.findByText(PROMO_CODE_MESSAGES.tooShort)).toBeInTheDocument();
    await userEvent.clear(field());
    await userEvent.type(field(), 'X'.repeat(36));
    await apply();
    expect(await screen.findByText(PROMO_CODE_MESSAGES.tooLong)).toBeInTheDocument();
    expect(api.cart.applyCode).not.toHaveBeenCalled();
  });

  it('applies a trimmed code and lists it', async () => {
    const { store, api } = await storeWithCart();
    api.cart.applyCode.mockResolvedValue(cartOf({ items: [cartItem()], cartmods: [cartmod({ code: 'SPRING', name: 'Spring 10%', discountMinor: 250 })] }));
    renderAt(<PromoCodeBox />, { store });
    await userEvent.type(await formLoaded(), '  SPRING ');
    await apply();
    expect(api.cart.applyCode).toHaveBeenCalledWith('cart-1', 'SPRING');
    expect(await screen.findByRole('list', { name: 'Applied codes' })).toHaveTextContent('SPRING Spring 10%');
    expect(field()).toHaveValue('');
  });

  it('says a code applied in a status region that was there before, a refused one as an alert, and leaves the focus on Apply', async () => {
    const { store, api } = await storeWithCart();
    api.cart.applyCode
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'code_not_found' }))
      .mockResolvedValueOnce(cartOf({ items: [cartItem()], cartmods: [cartmod({ code: 'SPRING', name: 'Spring 10%', discountMinor: 250 })] }));
    renderAt(<PromoCodeBox />, { store });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(await formLoaded(), 'NOPE');
    await apply();
    expect(await screen.findByRole('alert')).toHaveTextContent('"NOPE" is not a valid promo code.');
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.clear(field());
    await userEvent.type(field(), ' SPRING');
    await apply();
    await waitFor(() => expect(status).toHaveTextContent('Promo code SPRING applied.'));
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
  });

  it.each([
    [new ApiError({ status: 404, code: 'code_not_found' }), '"NOPE" is not a valid promo code.'],
    [new ApiError({ status: 422, code: 'some_rule', description: 'Only on weekdays' }), 'Only on weekdays.'],
    [new ApiError({ status: 422, code: 'some_rule' }), '"NOPE" is not a valid promo code.'],
    [new ApiError({ status: null, code: 'unexpected' }), 'Sorry. Please try again later.'],
  ])('shows the promo message rule for %p', async (error, message) => {
    const { store, api } = await storeWithCart();
    api.cart.applyCode.mockRejectedValue(error);
    renderAt(<PromoCodeBox />, { store });
    await userEvent.type(await formLoaded(), 'NOPE');
    await apply();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field(), 'S');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
