/** Base of every error document parsing throws; `filename` is the name shown to the user. */
export class DocumentError extends Error {
  constructor(
    message: string,
    readonly filename: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The file is not one of the accepted types, its content does not match its name, or it is empty. */
export class DocumentRejectedError extends DocumentError {}

/** The file is over MAX_DOCUMENT_BYTES; a kind of rejection, so it is caught with those too. */
export class DocumentTooLargeError extends DocumentRejectedError {}

/** The file is of an accepted type but its text could not be read. */
export class DocumentParseError extends DocumentError {}
