import { Alert, Button, GENERIC_ERROR_MESSAGE, REGION_ERROR_MESSAGE, useStores } from '@storefront/shared';

/**
 * Spec 03 Router rules: the continue link after an unexpected error goes to /{sellerSlug},
 * as a full page load, so the storefront starts over from a clean state.
 */
function ContinueLink() {
  const { config } = useStores();
  return <a href={`/${config.seller.slug}`}>Continue</a>;
}

/** The page's own region failed (its remote is down or threw): try it again, or start over. */
export function MainRegionError({ retry }: { retry: () => void }) {
  return (
    <Alert kind="error" className="sf-region-error">
      <p>{REGION_ERROR_MESSAGE}</p>
      <p className="sf-region-error__actions">
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
        <ContinueLink />
      </p>
    </Alert>
  );
}

/** The shell itself failed: nothing of the page can be trusted, only starting over. */
export function ShellError() {
  return (
    <Alert kind="error" className="sf-region-error">
      <p>{GENERIC_ERROR_MESSAGE}</p>
      <ContinueLink />
    </Alert>
  );
}
