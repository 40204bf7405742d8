/**
 * Tenant custom content blocks (spec 01 §2): the seller's `SellerSettings.contentBlocks`, each
 * shown on some route names to some roles. Text only (title and body), never markup.
 */
import type { ContentBlock, ContentRole } from '@storefront/shared';

/** The route name of a path relative to the seller prefix: events, event, checkout, complete, manage, … */
export function routeName(pathname: string): string {
  const [first = '', second, third] = pathname.split('/').filter(Boolean);
  if (first === 'events') return second ? 'event' : 'events';
  if (first === 'checkout') return second === 'complete' ? 'complete' : 'checkout';
  if (first === 'manage' && third) return 'reschedule';
  return first || 'home';
}

export function blocksFor(blocks: ContentBlock[], route: string, role: ContentRole): ContentBlock[] {
  return blocks.filter((b) => b.route === route && b.roles.includes(role));
}
