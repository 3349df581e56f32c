import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Where the API is described, and one call to try, against the server's configured address. */
export function ApiDocsSection({ openapiUrl, apiBaseUrl }: { openapiUrl: string; apiBaseUrl: string }) {
  const example = `curl -H "Authorization: Bearer epk_XXXXXXXX_your-secret" \\\n  "${apiBaseUrl}/clients"`;
  return (
    <Box component="section" aria-labelledby="open-api-docs" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="open-api-docs">
        Using the API
      </Typography>
      <Typography sx={{ mt: 1 }}>
        The API is described in the{' '}
        <Link href={openapiUrl} target="_blank" rel="noopener">
          OpenAPI document
        </Link>
        . Send the key as a bearer token; the key acts for your organization with exactly its scopes, and a call outside
        them is refused with 403.
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        How to call
      </Typography>
      <Box
        component="pre"
        aria-label="Example call"
        sx={{ p: 2, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13, whiteSpace: 'pre' }}
      >
        {example}
      </Box>
    </Box>
  );
}
