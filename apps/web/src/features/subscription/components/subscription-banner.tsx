import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { isSubscribed, subscriptionBannerText } from '@employee-portal/core/access/subscription';
import { SubscribeButton } from './subscribe-button.tsx';

/**
 * Spec §2/§4: the extension bar under the top bar with the trial or expiry text and 'Subscribe Now', which opens the
 * subscribe dialog, for users who hold subscription_details while the organization is not subscribed.
 */
export function SubscriptionBanner({ user, now }: { user: SignedInUser; now: Date }) {
  const text =
    isSubscribed(user, now) || !hasPermission(user.permissions, 'subscription_details')
      ? null
      : subscriptionBannerText(user, now);
  if (!text) return null;
  return (
    <Box
      role="region"
      aria-label="Subscription"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        py: 1,
        bgcolor: 'warning.light',
        color: 'warning.dark',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      <SubscribeButton size="small" />
    </Box>
  );
}
