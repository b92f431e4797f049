import { useState } from 'react';
import { Button, Card, Field, Input, Stack, PendingFeatureNotice } from '@app/ui';
import { StyledCardBody } from '../../../components/layout';
import { Section } from './section';

export function ScraperSection() {
  const [websiteUrl, setWebsiteUrl] = useState('');
  return (
    <Section title="Website Listing Scraper" description="Extract property listings from your website, a listing portal or an MLS site.">
      <Card>
        <StyledCardBody>
          <Stack>
            <PendingFeatureNotice />
            <Field label="Website URL" htmlFor="scraper-url">
              <Input
                id="scraper-url"
                type="url"
                placeholder="https://www.example-realty.com/listings"
                value={websiteUrl}
                onChange={(event) => setWebsiteUrl(event.target.value)}
              />
            </Field>
            <div>
              <Button disabled>Extract Listings</Button>
            </div>
          </Stack>
        </StyledCardBody>
      </Card>
    </Section>
  );
}
