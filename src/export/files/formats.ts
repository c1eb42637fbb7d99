/**
 * The `format` input of the exporting modes: which files to write. Pure.
 */
import { InputError } from '../../errors.ts';

/** File formats an export writes. */
export type ExportFormat = 'json' | 'csv';

/**
 * Parses `json`, `csv` or `json,csv` (any order, case and spacing; duplicates ignored).
 * @throws InputError naming the input and the value otherwise.
 */
export function parseFormats(value: string): ExportFormat[] {
  const formats: ExportFormat[] = [];
  for (const part of value.split(',').map((p) => p.trim().toLowerCase())) {
    if (part !== 'json' && part !== 'csv')
      throw new InputError(`format must be json, csv or json,csv (got "${value}")`);
    if (!formats.includes(part)) formats.push(part);
  }
  return formats;
}
