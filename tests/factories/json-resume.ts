/** The official JSON Resume schema (@jsonresume/schema) as a test assertion. */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import schema from '@jsonresume/schema/schema.json' with { type: 'json' };
import { expect } from 'vitest';

// The official schema uses keywords Ajv does not know ('description' on $ref siblings and the like).
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validateJsonResume = ajv.compile(schema);

/** Passes when the official JSON Resume schema accepts the value; fails with Ajv's errors. */
export function expectValidJsonResume(value: unknown): void {
  const isValid = validateJsonResume(value);
  expect(isValid, ajv.errorsText(validateJsonResume.errors)).toBe(true);
}
