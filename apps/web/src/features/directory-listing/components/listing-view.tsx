import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import type { PublicListing } from '@employee-portal/core/directory-listing/directory-listing.responses';
import { serviceFrequencyLabels } from '@employee-portal/core/scheduling/service-frequency';

const BASIS = { per_visit: 'a visit', per_month: 'a month' } as const;
const phoneText = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** A listing as visitors see it: the public page and the settings page's preview show the same thing. */
export function ListingView({ listing, headingLevel }: { listing: PublicListing; headingLevel: 'h1' | 'h2' }) {
  const sub = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <Box>
      <Typography variant="h4" component={headingLevel} gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {listing.name}
      </Typography>
      {listing.rating.count > 0 && listing.rating.average !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Rating value={listing.rating.average} precision={0.1} readOnly aria-hidden />
          <Typography data-testid="listing-rating">
            {listing.rating.average.toFixed(1)} out of 5 from {listing.rating.count}{' '}
            {listing.rating.count === 1 ? 'rating' : 'ratings'}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No ratings yet
        </Typography>
      )}
      {listing.description && <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{listing.description}</Typography>}
      <Typography variant="h6" component={sub}>
        Services
      </Typography>
      {listing.services.length === 0 ? (
        <Typography color="text.secondary">No services listed yet.</Typography>
      ) : (
        <List dense aria-label="Services">
          {listing.services.map((service) => (
            <ListItem key={service.name} disableGutters>
              <ListItemText
                primary={service.name}
                secondary={`${serviceFrequencyLabels[service.frequency]} · from ${formatCents(service.price_from_cents)} ${BASIS[service.price_basis]}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {listing.price_from_cents !== null && (
        <Typography data-testid="listing-price-from">Prices from {formatCents(listing.price_from_cents)}</Typography>
      )}
      <Typography variant="h6" component={sub} sx={{ mt: 2 }}>
        Areas Served
      </Typography>
      <Typography color={listing.zips.length === 0 ? 'text.secondary' : undefined}>
        {listing.zips.length === 0 ? 'No zip codes listed yet.' : `Zip codes ${listing.zips.join(', ')}`}
      </Typography>
      <Typography variant="h6" component={sub} sx={{ mt: 2 }}>
        Contact
      </Typography>
      {listing.contact_phone && (
        <Typography>
          Phone: <Link href={`tel:${listing.contact_phone}`}>{phoneText(listing.contact_phone)}</Link>
        </Typography>
      )}
      {listing.contact_email && (
        <Typography>
          E-mail: <Link href={`mailto:${listing.contact_email}`}>{listing.contact_email}</Link>
        </Typography>
      )}
      {listing.website && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Website:{' '}
          <Link href={listing.website} rel="noopener noreferrer nofollow" target="_blank">
            {listing.website}
          </Link>
        </Typography>
      )}
    </Box>
  );
}
