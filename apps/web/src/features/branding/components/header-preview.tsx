import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { textColorOn } from '@employee-portal/core/branding/brand-colors';
import { PRODUCT_NAME } from '@employee-portal/core/version';

interface HeaderPreviewProps {
  background: string;
  logo: string | null;
  name: string;
}

/** The top bar as it will look: the same colour and the same text colour rule the shell applies. */
export function HeaderPreview({ background, logo, name }: HeaderPreviewProps) {
  const text = textColorOn(background);
  return (
    <Box
      role="img"
      aria-label={`Header preview: ${name} on ${background}`}
      data-testid="header-preview"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: background,
        color: text,
      }}
    >
      {logo && <Box component="img" src={logo} alt="" sx={{ height: 32, display: 'block' }} />}
      <Typography variant="h6" component="span" noWrap sx={{ flexGrow: 1 }}>
        {PRODUCT_NAME}
      </Typography>
      <Typography variant="body2" component="span" noWrap>
        {name}
      </Typography>
    </Box>
  );
}
