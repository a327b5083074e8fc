import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type ContentTopic, contentTopicSchema } from '../../contract/content';
import { serverDir } from '../paths';

/** The seed content of docs/content.md: one JSON file per topic, every language side by side. */
export const contentDir = path.join(serverDir, 'content', 'topics');

/** A content file that cannot be loaded; the message names the file, the question and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

export interface ContentFiles {
  topics: ContentTopic[];
  /** SHA-256 over the files' names and bytes: an unchanged set need not be loaded again. */
  hash: string;
}

/** Reads and validates every topic file of `dir`; throws ContentError on the first broken file. */
export function readContentDir(dir: string = contentDir): ContentFiles {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new ContentError(`No content files (*.json) in ${dir}.`);
  const hash = createHash('sha256');
  const topics = files.map((name) => {
    const bytes = fs.readFileSync(path.join(dir, name));
    hash.update(name).update('\0').update(bytes).update('\0');
    return parseContentFile(name, bytes.toString('utf8'));
  });
  checkKeysAcrossFiles(files, topics);
  return { topics, hash: hash.digest('hex') };
}

/** Parses one topic file's text; `file` is only used in messages. */
export function parseContentFile(file: string, text: string): ContentTopic {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message}).`);
  }
  const parsed = contentTopicSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 5).map((issue) => `  - ${describeIssue(json, issue)}`);
  const more = parsed.error.issues.length > 5 ? `\n  … and ${parsed.error.issues.length - 5} more` : '';
  return failWith(`${file}: the content does not fit the content model:\n${problems.join('\n')}${more}`);
}

function failWith(message: string): never {
  throw new ContentError(message);
}

/** "sub-topic "safety", question "strong-password", field text.de: Required" from a zod issue's path. */
function describeIssue(json: unknown, issue: z.core.$ZodIssue): string {
  const parts: string[] = [];
  let node: unknown = json;
  let field: (string | number)[] = [];
  const path = issue.path as (string | number)[];
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const next = (node as Record<string | number, unknown> | undefined)?.[step];
    const container = path[i - 1];
    if (typeof step === 'number' && (container === 'sub_topics' || container === 'questions')) {
      const key = (next as { key?: unknown } | undefined)?.key;
      parts.push(
        `${container === 'sub_topics' ? 'sub-topic' : 'question'} ${typeof key === 'string' ? `"${key}"` : `#${step + 1}`}`,
      );
      field = [];
    } else if (step !== 'sub_topics' && step !== 'questions') {
      field.push(step);
    }
    node = next;
  }
  const where = [...parts, field.length ? `field ${field.join('.')}` : 'the whole entry'].join(', ');
  return `${where}: ${issue.message}`;
}

function checkKeysAcrossFiles(files: string[], topics: ContentTopic[]) {
  const topicKeys = new Map<string, string>();
  const questionKeys = new Map<string, string>();
  topics.forEach((topic, index) => {
    const file = files[index]!;
    const other = topicKeys.get(topic.key);
    if (other) throw new ContentError(`${file}: the topic key "${topic.key}" is already used by ${other}.`);
    topicKeys.set(topic.key, file);
    for (const sub of topic.sub_topics) {
      for (const q of sub.questions) {
        const id = `${topic.key}.${sub.key}.${q.key}`;
        const seen = questionKeys.get(id);
        if (seen) throw new ContentError(`${file}: sub-topic "${sub.key}", question "${q.key}" is defined twice.`);
        questionKeys.set(id, file);
      }
    }
  });
}
