import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useDirectoryListing } from '../api/directory-listing.ts';
import { DirectoryListingForm } from '../components/directory-listing-form.tsx';
import { ListingView } from '../components/listing-view.tsx';

/**
 * Spec /settings/directory_listing (issue 20): the organization's public listing. Services and prices come from the
 * pricing setup, zips from the work areas and ratings from clients' ratings; this page sets the rest.
 */
export default function DirectoryListingPage() {
  const page = useDirectoryListing();
  const mayEdit = useSessionStore((state) => hasPermission(state.user?.permissions ?? [], 'branding_settings'));
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Directory Listing
      </Typography>
      {!page.isSuccess ? (
        <QueryLoadState query={page} label="the directory listing" />
      ) : (
        <>
          <Typography variant="h6" component="h2">
            Listing Address
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere', mb: 2 }}>
            {page.data.directory_listing.is_published ? (
              <Link href={page.data.listing_url} target="_blank" rel="noopener" data-testid="listing-url">
                {page.data.listing_url}
              </Link>
            ) : (
              <span data-testid="listing-url">{page.data.listing_url}</span>
            )}
            {page.data.directory_listing.is_published ? '' : ' (opens once the listing is published)'}
          </Typography>
          {mayEdit ? (
            <DirectoryListingForm listing={page.data.directory_listing} />
          ) : (
            <Alert severity="info">
              The listing is {page.data.directory_listing.is_published ? 'published' : 'not published'}. Someone who
              manages the branding settings can change it.
            </Alert>
          )}
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" gutterBottom>
            Preview
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Services and prices come from the pricing setup, zip codes from the work areas, ratings from your clients.
          </Typography>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <ListingView listing={page.data.preview} headingLevel="h2" />
          </Box>
        </>
      )}
    </Paper>
  );
}
