import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSessionStore } from '../../../lib/session-store.ts';
import { settingsLinksFor } from '../settings-pages.ts';

export default function SettingsPage() {
  const permissions = useSessionStore((state) => state.user?.permissions ?? []);
  const belongsToFranchise = useSessionStore((state) => state.user?.belongs_to_franchise ?? 0);
  const links = settingsLinksFor(permissions, { belongs_to_franchise: belongsToFranchise });

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Settings
      </Typography>
      {links.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            Your account has no settings to manage. Ask your organization&apos;s owner if you need one.
          </Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label="Settings pages"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {links.map((link) => (
            <Card component="li" key={link.name}>
              <CardActionArea component={RouterLink} to={link.path} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {link.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {link.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
