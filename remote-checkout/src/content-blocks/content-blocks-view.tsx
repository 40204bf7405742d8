import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useStores } from '@storefront/shared';
import { blocksFor, routeName } from './content-blocks';

/** The seller's content blocks for the current route and the visitor's role, as plain text. */
export const ContentBlocks = observer(function ContentBlocks() {
  const { config, session } = useStores();
  const { pathname } = useLocation();
  const role = session.isSignedIn ? 'member' : 'anonymous';
  const blocks = blocksFor(config.settings.contentBlocks, routeName(pathname), role);
  if (blocks.length === 0) return null;
  return (
    <div className="chk-blocks">
      {blocks.map((b, i) => (
        <div key={i} className="chk-blocks__block">
          {b.title && <p className="chk-blocks__title">{b.title}</p>}
          {b.body && <p className="chk-blocks__body">{b.body}</p>}
        </div>
      ))}
    </div>
  );
});
