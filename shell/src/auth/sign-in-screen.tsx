import { signIn } from '@app/session';
import { Button, Field, Input } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthErrorAlert, isEmail, StyledForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { authPath } from './next-path';
import { useAuthRequest } from './use-auth-request';

interface SignInErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  if (!isEmail(email)) {
    errors.email = 'Enter a valid email address.';
  }
  if (!password) {
    errors.password = 'Enter your password.';
  }
  return errors;
}

export default function SignInScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const { submit: login, isLoading, error, reset } = useAuthRequest(signIn);
  const [params] = useSearchParams();
  const next = params.get('next');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) {
      return;
    }
    await login({ email: email.trim(), password });
  }

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome! Sign in to manage your agents."
      footer={
        <>
          Don&apos;t have an account? <Link to={authPath('/sign-up', next)}>Sign up</Link>
        </>
      }
    >
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        <AuthErrorAlert error={error} />
        <Field label="Email" htmlFor="sign-in-email" error={errors.email}>
          <Input
            id="sign-in-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              reset();
            }}
          />
        </Field>
        <Field label="Password" htmlFor="sign-in-password" error={errors.password}>
          <Input
            id="sign-in-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              reset();
            }}
          />
        </Field>
        <Button type="submit" size="lg" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign in'}
        </Button>
      </StyledForm>
    </AuthLayout>
  );
}
