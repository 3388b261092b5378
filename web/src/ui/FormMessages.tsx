/** A form's outcome under its fields: an error (announced at once) or a success. */
export function FormMessages({
  error,
  success,
}: {
  error?: string | undefined;
  success?: string | undefined;
}) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className="form-success" role="status">
          {success}
        </p>
      )}
    </>
  );
}
