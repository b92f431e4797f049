import { useState } from 'react';
import { Button, Card, Field, Input } from '@app/ui';
import { StyledCardBody, StyledStack } from '../../../components/layout';
import { Section } from './section';

export function ScraperSection() {
  const [websiteUrl, setWebsiteUrl] = useState('');
  return (
    <Section title="Website Listing Scraper" description="Extract property listings from your website, a listing portal or an MLS site.">
      <Card>
        <StyledCardBody>
          <StyledStack>
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
          </StyledStack>
        </StyledCardBody>
      </Card>
    </Section>
  );
}
