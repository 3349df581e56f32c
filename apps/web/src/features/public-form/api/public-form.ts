import { useMutation, useQuery } from '@tanstack/react-query';
import type { ClientRegistrationPayload } from '@employee-portal/core/clients/client-registration.schema';
import type { PublicFormView, ServiceAreaAnswer } from '@employee-portal/core/clients/client-registration.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';

/** GET /api/public/forms/:form_key: the organization's name and the form's settings. */
export const usePublicForm = (formKey: string) =>
  useQuery({
    queryKey: ['public-form', formKey],
    queryFn: ({ signal }) => api.get<PublicFormView>(`/public/forms/${encodeURIComponent(formKey)}`, undefined, signal),
    retry: false,
  });

/** GET /api/public/forms/:form_key/service_area: whether the organization serves the zip (and its premium while prices show). */
export const useServiceArea = (formKey: string, zip: string | null) =>
  useQuery({
    queryKey: ['public-form', formKey, 'service-area', zip],
    queryFn: ({ signal }) =>
      api.get<ServiceAreaAnswer>(`/public/forms/${encodeURIComponent(formKey)}/service_area`, { zip }, signal),
    enabled: zip !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSubmitRegistration = (formKey: string) =>
  useMutation({
    mutationFn: (body: ClientRegistrationPayload) =>
      api.post<MessageResponse>(
        `/public/forms/${encodeURIComponent(formKey)}/client_registrations`,
        { ...body },
        {
          idempotent: true,
        },
      ),
  });
