import styled from 'styled-components';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, MutedText, Progress, Stack } from '@app/ui';

// Billing is a static display in this product: plan, usage and card are fixed sample values.
const USAGE = [
  { label: 'Conversations', used: '1,847', limit: 'Unlimited', percent: undefined },
  { label: 'Voice Minutes', used: '127', limit: '500', percent: (127 / 500) * 100 },
  { label: 'Knowledge Base Storage', used: '2.3 GB', limit: '10 GB', percent: (2.3 / 10) * 100 },
];

const StyledPlan = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledPrice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.normal};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const StyledUsageLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledCardNumber = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.05em;
`;

export function BillingTab() {
  return (
    <Stack>
      <Card>
        <CardHeader>
          <CardTitle>Current Plan</CardTitle>
          <CardDescription>Your subscription and what it includes.</CardDescription>
        </CardHeader>
        <CardContent>
          <StyledPlan>
            <div>
              <h4>
                Professional Plan <Badge variant="secondary">Current</Badge>
              </h4>
              <MutedText>Up to 10 AI agents, unlimited conversations</MutedText>
            </div>
            <StyledPrice>
              $99<span>/month</span>
            </StyledPrice>
          </StyledPlan>
        </CardContent>
        <CardFooter>
          <Button variant="outline" disabled>
            Change Plan
          </Button>
          <Button variant="outline" disabled>
            View Invoice
          </Button>
        </CardFooter>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Usage This Month</CardTitle>
        </CardHeader>
        <CardContent>
          <Stack>
            {USAGE.map(({ label, used, limit, percent }) => (
              <div key={label}>
                <StyledUsageLine>
                  <span>{label}</span>
                  <span>
                    {used} / {limit}
                  </span>
                </StyledUsageLine>
                {percent === undefined ? null : <Progress value={percent} aria-label={label} />}
              </div>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Payment Method</CardTitle>
        </CardHeader>
        <CardContent>
          <StyledPlan>
            <div>
              <StyledCardNumber>•••• •••• •••• 4242</StyledCardNumber>
              <MutedText>Expires 12/26</MutedText>
            </div>
            <Button variant="outline" disabled>
              Update
            </Button>
          </StyledPlan>
        </CardContent>
      </Card>
    </Stack>
  );
}
