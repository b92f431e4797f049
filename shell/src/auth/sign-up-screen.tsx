import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH } from '@app/contracts';
import { signUp } from '@app/session';
import { Button, Field, Input } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthErrorAlert, isEmail, StyledForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { authPath } from './next-path';
import { useAuthRequest } from './use-auth-request';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;

function validate({ name, email, password }: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!name.trim()) {
    errors.name = 'Enter your name.';
  }
  if (!isEmail(email)) {
    errors.email = 'Enter a valid email address.';
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  } else if (!password.trim()) {
    errors.password = 'Use more than spaces.';
  }
  return errors;
}

export default function SignUpScreen() {
  const [values, setValues] = useState<SignUpValues>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const { submit: signup, isLoading, error, reset } = useAuthRequest(signUp);
  const [params] = useSearchParams();
  const next = params.get('next');

  function change(field: keyof SignUpValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    reset();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    await signup({ name: values.name.trim(), email: values.email.trim(), password: values.password });
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Build AI assistants for your properties in minutes."
      footer={
        <>
          Already have an account? <Link to={authPath('/sign-in', next)}>Sign in</Link>
        </>
      }
    >
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        <AuthErrorAlert error={error} />
        <Field label="Name" htmlFor="sign-up-name" error={errors.name}>
          <Input
            id="sign-up-name"
            autoComplete="name"
            maxLength={USER_NAME_MAX_LENGTH}
            placeholder="Morgan Lee"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
          />
        </Field>
        <Field label="Email" htmlFor="sign-up-email" error={errors.email}>
          <Input
            id="sign-up-email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder="you@company.com"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        </Field>
        <Field label="Password" htmlFor="sign-up-password" hint={errors.password ? undefined : PASSWORD_RULE} error={errors.password}>
          <Input
            id="sign-up-password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" disabled={isLoading}>
          {isLoading ? 'Creating account…' : 'Create account'}
        </Button>
      </StyledForm>
    </AuthLayout>
  );
}
