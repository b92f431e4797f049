export interface User {
  id: string;
  name: string;
  email: string;
  accountId: string;
  createdAt: string;
}

export interface SignupRequest {
  name: string;
  email: string;
  password: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const USER_NAME_MAX_LENGTH = 120;
/** The longest email address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254;
