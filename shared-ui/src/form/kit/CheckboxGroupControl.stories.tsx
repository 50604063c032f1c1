import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { Button, Stack } from '@chakra-ui/react';
import { MSG } from '@dapcon/contract/core';
import { inLanguage } from '../../storybook/inLanguage';
import { CheckboxGroupControl, ContractForm, useContractForm } from './index';

/** A list field, as the contents' profiles: at least one. */
const Destino = v.object({ perfil: v.pipe(v.array(v.number()), v.minLength(1, MSG.valorNoValido)) });

function DestinoForm({ perfil = [] as number[], disabled = false }: { perfil?: number[]; disabled?: boolean }) {
  const form = useContractForm(Destino, { defaultValues: { perfil }, submit: async () => undefined });
  return (
    <ContractForm form={form} aria-label="Destino">
      <Stack gap="4" maxW="lg">
        <CheckboxGroupControl
          name="perfil"
          label="Perfiles"
          required
          disabled={disabled}
          helperText="A quién va dirigido."
          options={[
            { value: 3, label: 'Consultores' },
            { value: 4, label: 'Verificadores' },
            { value: 5, label: 'Empresas' },
          ]}
        />
        <Button type="submit" alignSelf="start">
          Guardar
        </Button>
      </Stack>
    </ContractForm>
  );
}

const meta = { tags: ['autodocs'], title: 'Forms/CheckboxGroupControl', component: DestinoForm } satisfies Meta<typeof DestinoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked. */
export const Empty: Story = {};

/** Two of three ticked. */
export const Ticked: Story = { args: { perfil: [3, 5] } };

/** Disabled: read only. */
export const Disabled: Story = { args: { perfil: [4], disabled: true } };

/** 'Guardar' with none ticked: the field's message under the group, the first box focused. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText(MSG.valorNoValido)).toBeVisible();
  },
};

/** Catalan interface: the contract's message in Catalan. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('El valor no és vàlid.')).toBeVisible();
  },
};
