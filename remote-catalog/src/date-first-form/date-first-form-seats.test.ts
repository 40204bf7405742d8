import { DateFirstFormStore } from './date-first-form-store';
import { NOW, event, fakeEventsApi, rootStore, session } from './test-fixtures';
import { premium, seatMap, seatNamed } from '../seat-selection/test-seat-map';

async function seatedForm() {
  const api = fakeEventsApi({ sessions: [session('se-1', '1400'), session('se-2', '1900')] });
  api.events.getSeatMap.mockResolvedValue(seatMap());
  const root = rootStore(api);
  const form = new DateFirstFormStore(root.api, root.cart, root.config, event({ ticketGroups: [premium] }), { now: () => NOW });
  await form.load();
  await form.selectDate('2026-11-23');
  form.selectSession('se-1');
  return { api, form };
}

async function confirmSeat(form: DateFirstFormStore, name: string) {
  const picker = form.seats.picker!;
  await picker.open();
  picker.activate(seatNamed(picker.map!, name));
  expect(picker.confirm()).toBe(true);
}

describe('DateFirstFormStore seats', () => {
  it("one picker per chosen session: another session or date lets the seats go", async () => {
    const { form, api } = await seatedForm();
    form.selection.set('p-adult', 1);
    const first = form.seats.picker!;
    await confirmSeat(form, 'Stalls C3');
    form.selectSession('se-2');
    expect(first.confirmed.size).toBe(0);
    expect(form.seats.picker?.sessionId).toBe('se-2');
    await form.selectDate('2026-11-24');
    expect(form.seats.picker).toBeNull();
    expect(api.events.getSeatMap).toHaveBeenCalledWith('ev-1', 'se-1');
  });

  it("refuses to reserve seated tickets without seats, focusing 'Find seats', then reserves the seats", async () => {
    const { form, api } = await seatedForm();
    form.selection.set('p-adult', 1);
    expect(await form.submit()).toEqual({ ok: false, focus: 'seats' });
    expect(form.seats.errors).toEqual(["Please click the 'Find seats' button to continue."]);
    expect(api.cart.reserve).not.toHaveBeenCalled();
    await confirmSeat(form, 'Stalls C3');
    expect(form.seats.errors).toEqual([]);
    expect(await form.submit()).toMatchObject({ ok: true });
    expect(api.cart.reserve).toHaveBeenCalledWith(null, { items: [{ ticketTypeId: 'p-adult', sessionId: 'se-1', seatTemplateId: 'st-c3' }] });
    expect(form.seats.picker?.confirmed.size).toBe(0);
  });
});
