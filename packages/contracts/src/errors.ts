/** Every API error body, whatever its status. */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}
