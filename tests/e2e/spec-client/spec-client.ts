/**
 * A client written straight from docs/product/api.md, as another team would write it: plain fetch, no code of
 * this project. One helper for every call (the Authorization and Accept-Language headers), answers in
 * `{ success, status, data | message }`, and the survey record of docs/product/data.md sent back whole on submit.
 */
export interface Answer {
  success: boolean;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a client of docs/product/api.md reads the JSON as it comes
  data?: any;
  message?: { en: string; cz: string };
}

export function specClient(baseUrl: string, language = 'en') {
  let token: string | undefined;

  async function call(method: string, path: string, payload?: unknown): Promise<Answer> {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Token ${token}` } : {}),
        'Accept-Language': language,
        ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
    });
    const text = await res.text();
    const body = text ? JSON.parse(text) : undefined;
    if (res.ok) return { success: true, status: res.status, data: body };
    return {
      success: false,
      status: res.status || 500,
      message: body?.en ? { en: body.en, cz: body.cz } : { en: 'An unexpected error occurred', cz: 'Došlo k neočekávané chybě' },
    };
  }

  return {
    call,
    async login(email: string, password: string) {
      const answer = await call('POST', '/api/user/token', { email, password });
      token = answer.data?.token;
      return answer;
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the question of docs/product/data.md, as survey/get gives it
type Question = any;

/** The answer a respondent picks for a question of each type of docs/product/data.md (the first choice, or text). */
export function answerOf(question: Question): unknown {
  switch (question.type) {
    case 'OCA':
      return question.oca_options[0].id;
    case 'MCA':
      return [question.mca_options[0].id];
    case 'TXT':
      return 'I learnt it at work, "on the job"; it took a year = 12 months.';
    case 'DND':
      return question.dnd_options.map((option: { id: number }) => option.id).reverse();
    case 'SCL':
      return question.scl_options.at(-1).id;
    case 'ASG':
      return Object.fromEntries(question.asg_questions.map((row: { id: number }) => [row.id, question.asg_options[0].id]));
    default:
      throw new Error(`unknown question type ${question.type}`);
  }
}

/** Answers a question as the questionnaire page does: the answer, its first visit and a new update time. */
export function answered(question: Question): Question {
  const now = new Date();
  return {
    ...question,
    answered: answerOf(question),
    started_at: question.started_at ?? now,
    updated_at: [...(question.updated_at ?? []), now],
  };
}
