/**
 * @jest-environment node
 */
import path from 'node:path';
import slotIdsJson from './slot-ids.json';
import { SLOT_IDS, slotOwner } from './slot-contract';

const REMOTES = ['catalog', 'checkout', 'account'];
const repoRoot = path.resolve(__dirname, '../../..');

/** A remote's exposed module ids ('./CartWidget' in remote-checkout → 'checkout/CartWidget'), from its webpack config. */
function exposedIds(remote: string): string[] {
  const { exposes } = jest.requireActual<{ exposes: Record<string, string> }>(path.join(repoRoot, `remote-${remote}`, 'webpack.config.js'));
  return Object.keys(exposes).map((key) => `${remote}/${key.replace(/^\.\//, '')}`);
}

describe('the slot contract', () => {
  const exposed = REMOTES.flatMap(exposedIds);

  it('has every module the remotes expose', () => {
    const contractIds: readonly string[] = SLOT_IDS;
    expect(exposed.filter((id) => !contractIds.includes(id))).toEqual([]);
  });

  it('is exposed in full, each slot by its owner', () => {
    expect(SLOT_IDS.filter((id) => !exposedIds(slotOwner(id)).includes(id))).toEqual([]);
  });

  it('lists the same ids as slot-ids.json, which scripts/check-remote-contract.mjs holds builds to', () => {
    expect(slotIdsJson).toEqual(SLOT_IDS);
  });
});
