/** The body of the error responses our loaders throw; the root error boundary shows `message`. */
export interface ErrorPayload {
  message: string;
}
