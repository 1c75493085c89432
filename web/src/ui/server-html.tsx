export interface ServerHtmlProps {
  /**
   * HTML the service rendered from Markdown and sanitised (an announcement's body, its preview).
   * Never anything else: text typed in the portal, a hub message or a URL is shown as text.
   */
  html: string;
  className?: string;
  id?: string;
}

/** An announcement's body as the service rendered it: the one place the portal shows HTML it did not build. */
export function ServerHtml({ html, className, id }: ServerHtmlProps) {
  return (
    <div
      id={id}
      className={['wb-server-html', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the service (notice/preview, notice/queryMine)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
