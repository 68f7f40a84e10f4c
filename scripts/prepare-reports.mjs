// Jest writes its JSON report only into a folder that exists.
import { mkdirSync } from 'node:fs';

mkdirSync('.data/reports', { recursive: true });
