import { describe, expect, it } from 'vitest';
import { createChangeFeed, tableNotified, tablesWrittenBy } from './change-feed';

describe('given the statements Drizzle sends', () => {
  it('names the tables of writes and nothing for reads', () => {
    expect(tablesWrittenBy('select "id" from "topics" where "id" = $1')).toEqual([]);
    expect(tablesWrittenBy('insert into "topics" ("key") values ($1)')).toEqual(['topics']);
    expect(tablesWrittenBy('update "question_options" set "text" = $1')).toEqual(['question_options']);
    expect(tablesWrittenBy('delete from "auth_tokens" where "token_hash" = $1')).toEqual(['auth_tokens']);
    expect(tablesWrittenBy('\n    UPDATE survey_attempts SET answers = $1')).toEqual(['survey_attempts']);
    expect(tablesWrittenBy('with "x" as (select 1) delete from "users" where true')).toEqual(['users']);
  });
});

describe('given a feed whose listener comes back', () => {
  it('tells its listeners that anything may have changed', () => {
    const feed = createChangeFeed(false);
    const heard: string[] = [];
    feed.onChange((table) => heard.push(table));
    feed.statementSent('update "topics" set "position" = 1');
    feed.setLive(true);
    feed.setLive(true);
    expect(heard).toEqual(['topics', '*']);
    expect(feed.live()).toBe(true);
  });
});

describe('given notifications of several schemas on one database', () => {
  it('passes on only its own schema’s tables', () => {
    expect(tableNotified('public.topics', 'public')).toBe('topics');
    expect(tableNotified('test_1_ab.users', 'public')).toBeUndefined();
    expect(tableNotified('test_1_ab.users', 'test_1_ab')).toBe('users');
  });
});
