import { writeFileSync } from 'node:fs';
import { twinsFile, twinsSource } from '#src/build/twinsList';

/** Writes the typecheck's list of Spanish twins from the folders (`npm run twins`). */
writeFileSync(twinsFile, twinsSource());
console.log(`Wrote ${twinsFile}`);
