/** A form's error line, announced when it appears; nothing while there is no message. */
export function FieldError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}
