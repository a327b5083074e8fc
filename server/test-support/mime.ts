/** Just enough MIME reading to check the e-mails nodemailer writes (tests only). */
export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

function splitHead(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const decodeQp = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body: string, encoding = '') {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') return decodeQp(body);
  return body;
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words of a header. */
export function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const parts: Record<string, string> = {};
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const inner = splitHead(chunk.replace(/^\r?\n/, ''));
        walk(inner.headers, inner.body);
      }
      return;
    }
    const kind = type.toLowerCase().startsWith('text/html') ? 'html' : 'text';
    parts[kind] = decodeBody(partBody, partHeaders['content-transfer-encoding']);
  };
  walk(headers, body);
  return {
    headers,
    subject: decodeHeader(headers.subject ?? ''),
    to: headers.to ?? '',
    text: parts.text ?? '',
    html: parts.html ?? '',
  };
}

/** The first link to the app's login page with the given query parameter, and its token. */
export function linkIn(mail: ParsedMail, param: 'registration-token' | 'reset-token') {
  const match = new RegExp(`(https?://\\S+/login\\?${param}=([A-Za-z0-9_%-]+))`).exec(mail.text);
  if (!match) throw new Error(`No ${param} link in the e-mail:\n${mail.text}`);
  return { link: match[1]!, token: decodeURIComponent(match[2]!) };
}
