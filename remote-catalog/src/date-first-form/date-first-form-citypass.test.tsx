import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiError, StoreProvider } from '@storefront/shared';
import { eventSettings } from '@storefront/shared/testing';
import { CITYPASS_MISMATCH } from '../citypass/citypass-codes';
import { DateFirstForm } from './date-first-form';
import { DateFirstFormStore } from './date-first-form-store';
import { NOW, event, fakeEventsApi, flexibleGroup, rootStore } from './test-fixtures';

const WEB = { citypass_code_groups: { adult_regexp: '^CPA\\d{8}$', child_regexp: '^CPC\\d{8}$' } };
const citypassEvent = () => event({ settings: eventSettings({ citypass: true }) });
/** A CityPASS event whose only tickets on sale are flexible (no dates). */
const flexibleCitypassEvent = () => event({ ticketGroups: [flexibleGroup], settings: eventSettings({ citypass: true }) });
const citypassError = (code: string, extra: Record<string, unknown>, description: string, context = 'citypass') =>
  new ApiError({ status: code === 'code_exhausted' ? 409 : 400, code, context, description, extra });

async function readyForm(api = fakeEventsApi()) {
  const root = rootStore(api, WEB);
  const form = new DateFirstFormStore(root.api, root.cart, root.config, citypassEvent(), { now: () => NOW });
  await form.load();
  await form.selectDate('2026-11-23');
  form.selectSession('se-1');
  form.selection.set('adult', 1);
  form.selection.set('child', 1);
  return { form, root };
}

describe('DateFirstFormStore with CityPASS (spec 01 §5, §8)', () => {
  it('has no CityPASS codes unless the event takes them', () => {
    const root = rootStore(fakeEventsApi(), WEB);
    expect(new DateFirstFormStore(root.api, root.cart, root.config, event(), { now: () => NOW }).citypass).toBeNull();
  });

  it('asks for no codes on flexible admission, where there is no visit time to send them with', async () => {
    const root = rootStore(fakeEventsApi({ dates: [] }), WEB);
    const form = new DateFirstFormStore(root.api, root.cart, root.config, flexibleCitypassEvent(), { now: () => NOW });
    await form.load();
    expect(form.admission).toBe('flexible');
    expect(form.activeCitypass).toBeNull();
    form.selection.set('flex', 1);
    expect(await form.submit()).toEqual({ ok: true, groups: [flexibleGroup] });
    expect(root.api.cart.reserve).toHaveBeenCalledWith(null, { items: [{ ticketTypeId: 'flex' }] });
  });

  it('checks the codes with the rest and focuses the first invalid one', async () => {
    const { form, root } = await readyForm();
    form.citypass!.setValue('adult:0', 'CPA12345678');
    form.citypass!.setValue('child:0', 'CPA12345678');
    expect(await form.submit()).toEqual({ ok: false, focus: { domId: 'cat-citypass-child_0' } });
    expect(form.citypass!.error('child:0')).toBe(CITYPASS_MISMATCH);
    expect(root.api.cart.reserve).not.toHaveBeenCalled();
  });

  it('reserves with the normalised codes, in ticket order, and the session start as the visit time', async () => {
    const { form, root } = await readyForm();
    form.citypass!.setValue('adult:0', 'cpa 1234-5678');
    form.citypass!.setValue('child:0', 'CPC12345678');
    expect((await form.submit()).ok).toBe(true);
    expect(root.api.cart.reserve).toHaveBeenCalledWith(null, {
      items: [
        { ticketTypeId: 'adult', sessionId: 'se-1' },
        { ticketTypeId: 'child', sessionId: 'se-1' },
      ],
      citypass: { codes: ['CPA12345678', 'CPC12345678'], visitDatetime: '2026-11-23T15:00:00.000Z' },
    });
  });

  it.each([
    ['invalid_citypass', CITYPASS_MISMATCH],
    ['code_exhausted', 'This CityPASS code has already been used.'],
  ])('%s goes next to the input named by its code, not to the form message', async (code, description) => {
    const { form, root } = await readyForm();
    form.citypass!.setValue('adult:0', 'CPA12345678');
    form.citypass!.setValue('child:0', 'CPC12345678');
    (root.api.cart.reserve as jest.Mock).mockRejectedValueOnce(citypassError(code, { code: 'CPC12345678' }, description));
    expect(await form.submit()).toEqual({ ok: false, focus: { domId: 'cat-citypass-child_0' } });
    expect(form.citypass!.error('child:0')).toBe(description);
    expect(form.submitError).toBeNull();
  });

  it('citypass_failure shows its description as the form message', async () => {
    const { form, root } = await readyForm();
    form.citypass!.setValue('adult:0', 'CPA12345678');
    form.citypass!.setValue('child:0', 'CPC12345678');
    (root.api.cart.reserve as jest.Mock).mockRejectedValueOnce(citypassError('citypass_failure', {}, 'CityPASS is down.'));
    await form.submit();
    expect(form.submitError).toBe('CityPASS is down.');
  });
});

describe('DateFirstForm with CityPASS', () => {
  it('shows one code input per ticket after the quantities and a server error next to its input', async () => {
    const api = fakeEventsApi();
    api.cart.reserve.mockRejectedValueOnce(citypassError('code_exhausted', { code: 'CPA12345678' }, 'This CityPASS code has already been used.'));
    const root = rootStore(api, WEB);
    render(
      <MemoryRouter>
        <StoreProvider store={root}>
          <DateFirstForm event={citypassEvent()} onReserved={jest.fn()} />
        </StoreProvider>
      </MemoryRouter>,
    );
    await userEvent.click(within(await screen.findByRole('group', { name: 'Choose a date' })).getAllByRole('button', { name: /2026/ })[0]!);
    await userEvent.click(await screen.findByRole('radio', { name: /10:00 AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 ticket to cart' }));
    const input = screen.getByLabelText('CityPASS code for ticket 1 – Adult');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription('Please enter your CityPASS code.');
    await userEvent.type(input, 'CPA12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 ticket to cart' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('This CityPASS code has already been used.'));
    expect(input).toHaveFocus();
  });

  it('shows no code inputs on flexible admission', async () => {
    const root = rootStore(fakeEventsApi({ dates: [] }), WEB);
    render(
      <MemoryRouter>
        <StoreProvider store={root}>
          <DateFirstForm event={flexibleCitypassEvent()} onReserved={jest.fn()} />
        </StoreProvider>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Anytime pass' }));
    expect(screen.queryByLabelText(/CityPASS code/)).not.toBeInTheDocument();
  });
});
