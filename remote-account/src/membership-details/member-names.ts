import type { MyMembership } from '@storefront/shared';

/** One line of "member names by type": the type's name, its admit names, and its unnamed members' count. */
export interface MembersOfType {
  typeName: string;
  names: string[];
  unnamed: number;
}

/** Spec 03 §2.5 member names by type, in the order the types first appear among the members. */
export function membersByType({ members, ticketTypeNames }: Pick<MyMembership, 'members' | 'ticketTypeNames'>): MembersOfType[] {
  const byType = new Map<string, MembersOfType>();
  for (const member of members) {
    const entry = byType.get(member.ticketTypeId) ?? { typeName: ticketTypeNames[member.ticketTypeId] ?? 'Member', names: [], unnamed: 0 };
    if (member.admitName) entry.names.push(member.admitName);
    else entry.unnamed += 1;
    byType.set(member.ticketTypeId, entry);
  }
  return [...byType.values()];
}

/** 'Ada Lovelace, Charles Babbage', '2', or 'Ada Lovelace and 1 more'. */
export function describeMembers({ names, unnamed }: MembersOfType): string {
  if (names.length === 0) return String(unnamed);
  return unnamed > 0 ? `${names.join(', ')} and ${unnamed} more` : names.join(', ');
}
