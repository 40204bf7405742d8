import { mountStandalone } from '@storefront/shared';
import Routes from './routes';

void mountStandalone(Routes);
