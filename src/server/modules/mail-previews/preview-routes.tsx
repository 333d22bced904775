import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import { inFirmLayout, mailFirm } from '../../mail/layout/firm-layout';
import type { MailMessage } from '../../mail/mailer';
import { MAIL_SAMPLES, type MailSample } from './mail-samples';

/** The previews' own pages: inline styles only, nothing loaded from anywhere. */
const PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:";

function MailIndex({ mails }: { mails: { sample: MailSample; mail: MailMessage }[] }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <title>Correos del sitio</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', color: '#1e293b' }}>
        <h1>Correos del sitio</h1>
        <p>Cada correo con datos de muestra, tal como sale: la parte HTML y la de texto.</p>
        <table cellPadding={6} style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th>Cuándo se envía</th>
              <th>Asunto</th>
              <th>Responder a</th>
              <th>Partes</th>
            </tr>
          </thead>
          <tbody>
            {mails.map(({ sample, mail }) => (
              <tr key={sample.name} style={{ borderTop: '1px solid #e2e8f0' }}>
                <td>{sample.title}</td>
                <td>{mail.subject}</td>
                <td>{mail.replyTo ?? '—'}</td>
                <td>
                  <a href={`/dev/emails/${sample.name}`}>HTML</a> ·{' '}
                  <a href={`/dev/emails/${sample.name}/text`}>texto</a>
                  {mail.attachments?.length ? ` · ${mail.attachments.length} adjunto` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </body>
    </html>
  );
}

const sendHtml = (reply: FastifyReply, html: string) =>
  reply
    .header('content-security-policy', PREVIEW_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * `/dev/emails`: every template with sample data, as the firm's layout sends it (outside
 * production only: app.ts does not register these routes there).
 */
export async function mailPreviewRoutes(app: FastifyInstance) {
  const firm = mailFirm(app.ctx.config);
  const build = async (sample: MailSample) =>
    inFirmLayout(firm, await sample.build(app.ctx.config));
  const sampleNamed = (name: string) => MAIL_SAMPLES.find((sample) => sample.name === name);

  app.get('/dev/emails', async (_request, reply) => {
    const mails = await Promise.all(
      MAIL_SAMPLES.map(async (sample) => ({ sample, mail: await build(sample) })),
    );
    return sendHtml(reply, `<!DOCTYPE html>${renderToStaticMarkup(<MailIndex mails={mails} />)}`);
  });

  /** One template's part, or 404 for a name no template has. */
  const part = (pick: (mail: MailMessage, reply: FastifyReply) => FastifyReply) =>
    async function (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
      const sample = sampleNamed(request.params.name);
      if (!sample) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('No hay un correo con ese nombre.');
      }
      return pick(await build(sample), reply);
    };

  app.get(
    '/dev/emails/:name',
    part((mail, reply) => sendHtml(reply, mail.html ?? '')),
  );
  app.get(
    '/dev/emails/:name/text',
    part((mail, reply) => reply.type('text/plain; charset=utf-8').send(mail.text)),
  );
}
