import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { z } from 'zod';
import { valueKeys } from '../../contract/ids';
import { validationKeys as V } from '../../contract/user-forms';

/** A zod issue as fastify-type-provider-zod hands it over: union issues carry each alternative's issues. */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
}

// A field that is missing altogether says so, whichever schema it belongs to; other wordings stay zod's.
z.config({ customError: (issue) => (issue.input === undefined ? V.required : undefined) });

/** Messages that are translation keys (VALIDATION.REQUIRED, QUESTION.ANSWER-TOO-LONG); zod's own sentences are not. */
const isKey = (message: string) => /^[A-Z][A-Z0-9_-]*\.[A-Z0-9][A-Za-z0-9_.-]*$/.test(message);

/** An alternative of a union that failed only because the value is of another kind altogether. */
const otherKind = (branch: Issue[]) => branch.every((issue) => issue.path.length === 0 && issue.code === 'invalid_type');
const missingCount = (branch: Issue[]) => branch.filter((issue) => issue.message === V.required).length;

/**
 * The issues that say what is wrong inside a union: those of the alternative the value was meant to be
 * (of its kind, with the fewest missing fields, then the fewest issues). A value of no alternative's kind
 * keeps the union's own message ("a list of questions or { questions: [...] }").
 */
function leafIssues(issue: Issue, prefix: PropertyKey[]): Issue[] {
  const path = [...prefix, ...issue.path];
  const candidates = issue.code === 'invalid_union' ? (issue.errors ?? []).filter((b) => b.length && !otherKind(b)) : [];
  if (!candidates.length) return [{ ...issue, path }];
  const [meant] = [...candidates].sort((a, b) => missingCount(a) - missingCount(b) || a.length - b.length);
  return (meant ?? []).flatMap((inner) => leafIssues(inner, path));
}

const issueOf = (error: FastifySchemaValidationError): Issue => ({
  code: error.keyword,
  path: error.instancePath.split('/').slice(1),
  message: error.message ?? '',
  errors: (error.params as { errors?: Issue[][] }).errors,
});

/**
 * `errors` of a 400: per field, a translation key. Forms get the field's name (`/jobField/0` -> `jobField`,
 * docs/conventions.md); with `fullPaths` the whole path (`survey.3.id`), for bodies that are not forms.
 */
export function fieldErrorsOf(validation: FastifySchemaValidationError[], fullPaths: boolean): Record<string, string> {
  return fieldErrorsOfIssues(validation.map(issueOf), fullPaths);
}

/** The same for the issues of a schema a route applies itself (a respondent's profile, after the staff one). */
export function fieldErrorsOfIssues(issues: Issue[], fullPaths = false): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues.flatMap((issue) => leafIssues(issue, []))) {
    const segments = issue.path.map(String);
    const name = (fullPaths ? segments.join('.') : segments[0]) || '_form';
    errors[name] ??= isKey(issue.message) ? issue.message : valueKeys.invalid;
  }
  return errors;
}
