import { Button, Columns, Field, Input, SelectField, TabCard, type SetFormField } from '@app/ui';
import { LANGUAGE_OPTIONS, TIMEZONE_OPTIONS, type ProfileSettings } from '../settings-options';

export interface ProfileTabProps {
  profile: ProfileSettings;
  setField: SetFormField<ProfileSettings>;
}

export function ProfileTab({ profile, setField }: ProfileTabProps) {
  return (
    <TabCard title="Profile Information" description="Your personal details and preferences." footer={<Button disabled>Save Changes</Button>}>
      <Columns>
        <Field label="Full Name" htmlFor="profile-name">
          <Input id="profile-name" autoComplete="name" value={profile.name} onChange={(event) => setField('name', event.target.value)} />
        </Field>
        <Field label="Email Address" htmlFor="profile-email">
          <Input id="profile-email" type="email" autoComplete="email" value={profile.email} onChange={(event) => setField('email', event.target.value)} />
        </Field>
        <Field label="Company" htmlFor="profile-company">
          <Input id="profile-company" autoComplete="organization" value={profile.company} onChange={(event) => setField('company', event.target.value)} />
        </Field>
        <Field label="Phone Number" htmlFor="profile-phone">
          <Input id="profile-phone" type="tel" autoComplete="tel" value={profile.phone} onChange={(event) => setField('phone', event.target.value)} />
        </Field>
        <SelectField id="profile-timezone" label="Timezone" value={profile.timezone} onValueChange={(value) => setField('timezone', value)} options={TIMEZONE_OPTIONS} />
        <SelectField id="profile-language" label="Language" value={profile.language} onValueChange={(value) => setField('language', value)} options={LANGUAGE_OPTIONS} />
      </Columns>
    </TabCard>
  );
}
