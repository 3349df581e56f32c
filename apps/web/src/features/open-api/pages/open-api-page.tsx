import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { KEY_SCOPES } from '@employee-portal/core/open-api/key-scopes';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useApiKeysPage } from '../api/api-keys.ts';
import { ApiDocsSection } from '../components/api-docs-section.tsx';
import { ApiKeysTable } from '../components/api-keys-table.tsx';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog.tsx';
import { CreatedKeyDialog } from '../components/created-key-dialog.tsx';
import { WebhooksPanel } from '../../webhooks/index.tsx';

/**
 * Spec /settings/open_api (issue 20): the organization's API keys (made, shown once, revoked), the OpenAPI document
 * and an example call. Sections about the API (webhooks) go below the keys.
 */
export default function OpenApiPage() {
  const page = useApiKeysPage();
  const permissions = useSessionStore((state) => state.user?.permissions);
  const heldScopes = useMemo(
    () => KEY_SCOPES.filter((scope) => hasPermission(permissions, scope.permission)),
    [permissions],
  );
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Open API
      </Typography>
      <Box component="section" aria-labelledby="open-api-keys">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="open-api-keys">
            API Keys
          </Typography>
          <Button variant="contained" onClick={() => setCreating(true)} disabled={!page.isSuccess}>
            Create API Key
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          A key lets another program use your organization’s data through the API, within the scopes you give it.
        </Typography>
        {page.isSuccess ? (
          <ApiKeysTable keys={page.data.api_keys} />
        ) : (
          <Box sx={{ mt: 2 }}>
            <QueryLoadState query={page} label="API keys" />
          </Box>
        )}
      </Box>
      {page.isSuccess && <ApiDocsSection openapiUrl={page.data.openapi_url} apiBaseUrl={page.data.api_base_url} />}
      <WebhooksPanel />
      {creating && (
        <CreateApiKeyDialog
          scopes={heldScopes}
          onClose={() => setCreating(false)}
          onCreated={(secret, name) => {
            setCreating(false);
            setCreated({ secret, name });
          }}
        />
      )}
      {created && <CreatedKeyDialog secret={created.secret} name={created.name} onClose={() => setCreated(null)} />}
    </Paper>
  );
}
