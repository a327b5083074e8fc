import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime';

export interface TestSmtpServer {
  url: string;
  messages: (ParsedMail & { envelopeTo: string[] })[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: TestSmtpServer['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
