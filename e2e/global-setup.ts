import { startCatalogBuilds } from './support/catalog-builds';

/** Once per run, before the workers start: the release tests' catalog builds begin in the background. */
export default function globalSetup(): void {
  startCatalogBuilds();
}
