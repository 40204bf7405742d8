import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EventDetail } from '@storefront/shared';
import { createTestStore } from '@storefront/shared/testing';
import { PANEL_CHUNKS } from './event-panel/choose-panel';
import { testEvent } from './event-panel/test-fixtures';
import { eventRouteDataKey } from './event-page/event-page-data';
import { routeChunks } from './routes';

describe('routeChunks', () => {
  const chunksAt = (pathname: string, sent?: { event: EventDetail; tg?: string }) => {
    const store = createTestStore({});
    if (sent) store.routeData.put(eventRouteDataKey(sent.event.id, sent.tg ?? null), sent.event);
    return routeChunks({ pathname, store });
  };

  it('names the screen chunk of each catalog route, for the storefront server to preload', () => {
    expect(chunksAt('/events')).toEqual(['event-listing']);
    expect(chunksAt('/nowhere')).toEqual([]);
  });

  it('without the event (the server could not fetch it), names only the event page', () => {
    expect(chunksAt('/events/42')).toEqual(['event-page']);
  });

  it.each([
    [{ reserveFlow: 'date_first' as const }, 'date-first-form'],
    [{ reserveFlow: 'quantity_first' as const }, 'quantity-first-form'],
    [{ eventType: 'single' as const }, 'single-event-form'],
    [{ eventType: 'gift_card' as const }, 'add-one-form'],
    [{ hiddenType: 'public_member_only' as const }, 'members-only'],
    [{ requiresAnchor: true }, 'anchor-required'],
  ])('adds the flow the panel shows for the event the server fetched (%o → %s)', (o, flowChunk) => {
    const event = testEvent({ id: '42', ...o });
    expect(chunksAt('/events/42', { event })).toEqual(['event-page', flowChunk]);
    expect(chunksAt('/events/42/calendar', { event, tg: 'tg-1,tg-2' })).toEqual(['event-page', flowChunk]);
  });

  it('names no flow chunk for a panel the event page carries or another team owns', () => {
    expect(chunksAt('/events/42', { event: testEvent({ id: '42', ticketGroups: [] }) })).toEqual(['event-page']);
    expect(chunksAt('/events/42', { event: testEvent({ id: '42', eventType: 'membership' }) })).toEqual(['event-page']);
  });

  it("names only chunks the event panel loads by those names (its webpackChunkName comments)", () => {
    const panelSource = readFileSync(join(__dirname, 'event-panel/event-panel.tsx'), 'utf8');
    const named = [...panelSource.matchAll(/webpackChunkName: "([^"]+)"/g)].map(([, name]) => name);
    const flowChunks = new Set(Object.values(PANEL_CHUNKS).filter(Boolean));
    expect(new Set(named)).toEqual(flowChunks);
  });
});
