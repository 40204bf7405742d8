/**
 * `pnpm --filter @storefront/api venue:schema`: writes the published JSON Schema of a catalogue
 * file (`venue-import/venue.schema.json`) from its TypeBox source. The file is checked in, so an
 * editor validates a catalogue without the code; a test fails while it is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { venueSchemaPath } from '../paths';
import { publishedSchemaText } from '../venue-import/catalogue-schema';

mkdirSync(dirname(venueSchemaPath), { recursive: true });
writeFileSync(venueSchemaPath, publishedSchemaText());
console.log(`Wrote ${venueSchemaPath}`);
