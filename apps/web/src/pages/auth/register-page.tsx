import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, type RegisterRequest } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { startSession } from '../../lib/session.js';
import { errorText, fieldErrors } from './auth-helpers.js';
import { AuthLayout } from './auth-layout.js';
import {
  EMPTY_ACCOUNT,
  EMPTY_INFO,
  accountStepSchema,
  infoStepSchema,
  type AccountStepInput,
  type AccountStepOutput,
  type InfoStepInput,
  type InfoStepOutput,
} from './auth-schemas.js';
import { RegisterAccountStep } from './register-account-step.js';
import { RegisterInfoStep } from './register-info-step.js';
import { RegisterSummary } from './register-summary.js';

const INFO_FIELDS = Object.keys(EMPTY_INFO) as Array<keyof InfoStepInput>;
const ACCOUNT_FIELDS = ['email', 'password'] as const;

/**
 * Registration 'Become a MEMBER', `/register.html` (AUTH-019..035, ROUTE-019): a vertical
 * stepper, step 1 'Create Account' then step 2 'Information'. Once step 1 is done it shows
 * as a summary card with 'Edit' (AUTH-032). Both forms live here, so their values survive
 * moving between the steps. 'Send' posts `POST /register` with `feUrl` = this origin; a
 * failure shows the server message in an alert and its field errors on the fields (an
 * email error reopens step 1); success clears both forms, stores the session and goes to
 * '/profile' (AUTH-034).
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.metaTitle'));
  const navigate = useNavigate();
  const account = useForm<AccountStepInput, unknown, AccountStepOutput>({
    resolver: zodResolver(accountStepSchema),
    defaultValues: EMPTY_ACCOUNT,
  });
  const info = useForm<InfoStepInput, unknown, InfoStepOutput>({
    resolver: zodResolver(infoStepSchema),
    defaultValues: EMPTY_INFO,
  });
  const [accountDone, setAccountDone] = useState<AccountStepOutput | null>(null);
  const step = accountDone ? 1 : 0;

  const register = useMutation({
    mutationFn: (body: RegisterRequest) => api.post('/register', { body }),
    onSuccess: async (answer) => {
      account.reset(EMPTY_ACCOUNT);
      info.reset(EMPTY_INFO);
      setAccountDone(null);
      if (answer.token) {
        startSession(answer);
        await navigate(paths.profile(), { replace: true });
      }
    },
    onError: (error) => {
      for (const [field, message] of fieldErrors(error)) {
        if ((ACCOUNT_FIELDS as readonly string[]).includes(field)) {
          setAccountDone(null);
          account.setError(field as (typeof ACCOUNT_FIELDS)[number], { message });
        } else if ((INFO_FIELDS as readonly string[]).includes(field)) {
          info.setError(field as keyof InfoStepInput, { message });
        }
      }
    },
  });

  const onAccountDone = useCallback((values: AccountStepOutput) => setAccountDone(values), []);
  const onEdit = () => {
    register.reset();
    setAccountDone(null);
    // after the step has opened and its fields are registered again
    window.setTimeout(() => account.setFocus('email'), 0);
  };
  const onSend = (values: InfoStepOutput) => {
    if (!accountDone) return;
    register.mutate({
      email: accountDone.email,
      password: accountDone.password,
      ...values,
      feUrl: window.location.origin,
    });
  };

  return (
    <AuthLayout screen="register" width={640}>
      {register.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(t, register.error)}
        </Alert>
      )}
      <Stepper
        activeStep={step}
        orientation="vertical"
        sx={{
          '& .MuiStepLabel-label, & .MuiStepLabel-label.Mui-active, & .MuiStepLabel-label.Mui-completed':
            {
              fontWeight: 700,
              fontSize: 16,
            },
        }}
      >
        <Step completed={step === 1} expanded>
          <StepLabel>{t('register.stepAccount')}</StepLabel>
          <StepContent sx={{ pl: { xs: 2, sm: 3 }, pr: 0 }}>
            {accountDone ? (
              <RegisterSummary
                email={accountDone.email}
                password={accountDone.password}
                onEdit={onEdit}
              />
            ) : (
              <RegisterAccountStep form={account} onDone={onAccountDone} />
            )}
          </StepContent>
        </Step>
        <Step>
          <StepLabel>{t('register.stepInfo')}</StepLabel>
          <StepContent sx={{ pl: { xs: 2, sm: 3 }, pr: 0 }}>
            <RegisterInfoStep form={info} onSubmit={onSend} sending={register.isPending} />
          </StepContent>
        </Step>
      </Stepper>
    </AuthLayout>
  );
}
