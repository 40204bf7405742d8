import type { ComponentType } from 'react';
import type { EventDetail } from '../domain';
import type { RouteChunks, RouteDataLoader, RouteRedirect } from './page-config';

/** A component that takes no props (a routes module's screen, the cart widget). */
export type NoProps = Record<never, never>;

/** What a remote's exposed routes module exports: the region's screens, and the hooks the storefront server calls. */
export interface RoutesModule {
  default: ComponentType<NoProps>;
  loadRouteData?: RouteDataLoader;
  routeChunks?: RouteChunks;
  routeRedirect?: RouteRedirect;
}

/** An exposed module mounted as a slot: its default export is the component. */
export interface SlotModule<Props extends object> {
  default: ComponentType<Props>;
}

/** What catalog's event panel gives account's membership form (buy, renew, gift; spec 03 §2.7). */
export interface MembershipFormProps {
  event: EventDetail;
  /** The flow goes on with the chosen level's group (spec 03 §4 on success). */
  onReserved: (ticketGroupIds: string[], options?: { skipUpsells?: boolean }) => void;
  /** The route's `/events/{id}/{action}`: 'renew' or 'gift'. */
  action?: 'renew' | 'gift' | string;
  /** Redeeming a gift code: only these levels (at most 3), no gift or auto-renew choice; the reservation applies the code. */
  redeem?: { code: string; levelGroupIds: string[] };
}

/**
 * Every module a remote exposes, by id (`remote/Exposed`), and what it must export. The host
 * and the other remotes mount only these ids (`Slot`, `preloadSlot`, `loadExposedModule`),
 * each remote's exposed module `satisfies` its entry, and slot-contract.test.ts holds the
 * remotes' `exposes` to this list, so a slot nobody exposes, or a changed props type, fails
 * before release.
 */
export interface SlotContract {
  'catalog/routes': RoutesModule;
  'checkout/routes': RoutesModule;
  'checkout/CartWidget': SlotModule<NoProps>;
  'checkout/CartDialogs': SlotModule<NoProps>;
  'account/routes': RoutesModule;
  'account/MemberMenu': SlotModule<NoProps>;
  'account/MembershipForm': SlotModule<MembershipFormProps>;
}

export type SlotId = keyof SlotContract;
/** The remote that exposes a slot: the id's first segment. */
export type SlotOwner<Id extends SlotId = SlotId> = Id extends `${infer Owner}/${string}` ? Owner : never;
/** What the exposed module `Id` exports. */
export type ExposedModule<Id extends SlotId> = SlotContract[Id];
/** The props the component of slot `Id` takes. */
export type SlotComponentProps<Id extends SlotId> = SlotContract[Id]['default'] extends ComponentType<infer Props extends object> ? Props : never;
/** The component slot `Id`'s module exports as its default. */
export type SlotComponent<Id extends SlotId> = ComponentType<SlotComponentProps<Id>>;

const slotIds = [
  'catalog/routes',
  'checkout/routes',
  'checkout/CartWidget',
  'checkout/CartDialogs',
  'account/routes',
  'account/MemberMenu',
  'account/MembershipForm',
] as const satisfies readonly SlotId[];
// Fails to compile, naming the id, when the contract has an id the list lacks.
type UnlistedSlotIds = Exclude<SlotId, (typeof slotIds)[number]>;
const _everySlotIdListed: [UnlistedSlotIds] extends [never] ? true : UnlistedSlotIds = true;

/**
 * Every slot id at run time, in the order of slot-ids.json: the list
 * scripts/check-remote-contract.mjs holds a remote's build to (slot-contract.test.ts keeps
 * the two equal, and both equal to the remotes' `exposes`).
 */
export const SLOT_IDS: readonly SlotId[] = slotIds;

/** The owner of a slot id ('checkout/CartWidget' → 'checkout'). */
export function slotOwner<Id extends SlotId>(id: Id): SlotOwner<Id> {
  return id.slice(0, id.indexOf('/')) as SlotOwner<Id>;
}
