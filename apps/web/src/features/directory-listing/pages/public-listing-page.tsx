import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { usePublicListing } from '../api/directory-listing.ts';
import { useOrganizationAnalytics } from '../../../lib/organization-analytics.ts';
import { ListingView } from '../components/listing-view.tsx';

/** The listing_url: an organization's published directory listing, for anyone, signed in or not. */
export default function PublicListingPage() {
  const { organization_id: organizationId = '' } = useParams();
  const listing = usePublicListing(organizationId);
  useOrganizationAnalytics(listing.data?.listing.analytics_id);
  if (listing.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the listing" />
      </Box>
    );
  }
  if (listing.isError) {
    const missing = isApiError(listing.error) && (listing.error.status === 404 || listing.error.status === 422);
    if (!missing) return <Alert severity="error">{serverMessage(listing.error)}</Alert>;
    return (
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Listing Not Found
        </Typography>
        <Typography>This listing was not found. It may no longer be published.</Typography>
      </Box>
    );
  }
  return <ListingView listing={listing.data.listing} headingLevel="h1" />;
}
