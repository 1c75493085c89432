import { ErrorIcon } from './icons';

/** An error box under a form: a title and the server's (or a translated) message. */
export function FormAlert({ title, message }: { title: string; message: string }) {
  return (
    <div className="wb-alert" role="alert">
      <span className="wb-alert-icon">
        <ErrorIcon />
      </span>
      <div>
        <div className="wb-alert-title">{title}</div>
        <div className="wb-alert-message">{message}</div>
      </div>
    </div>
  );
}
