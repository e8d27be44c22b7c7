/** A live result's input message, announced where the output would be; nothing while there is none. */
export function InlineError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-error">
      {message}
    </p>
  );
}
